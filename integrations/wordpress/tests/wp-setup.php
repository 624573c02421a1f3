<?php
/**
 * Sets the throw-away WordPress of the test stage up without wp-cli (scripts/wordpress-test.mjs runs it with
 * `php`): `install` (WordPress in Polish, the plugin active), `configure <json>` (the plugin's settings through
 * update_option, so its own sanitising fetches the element list; the users and the admin's posts), and
 * `option <name> <json>` for a test that switches the site's language or a setting.
 *
 * Environment: GMINA_WP_ROOT (the WordPress tree), WORDPRESS_CONFIG (Debian's tree: its config
 * /etc/wordpress/config-<name>.php), GMINA_WP_HOST (host:port).
 *
 * @package GminaWidgets
 */

// Debian's wp-config.php picks its file by these (README.Debian); a CLI run has no HTTP request.
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'WORDPRESS_CONFIG' );
$_SERVER['HTTP_HOST']        = getenv( 'GMINA_WP_HOST' );
$_SERVER['REQUEST_URI']      = '/';
$command                     = isset( $argv[1] ) ? $argv[1] : '';

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
	// no mail server here: the new site's notice is not sent
	function wp_new_blog_notification() {}
}
require getenv( 'GMINA_WP_ROOT' ) . '/wp-load.php';

/**
 * Prints a result for the caller, as JSON.
 *
 * @param mixed $value Result.
 */
function gmina_out( $value ) {
	echo wp_json_encode( $value ), "\n";
}

switch ( $command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$args = json_decode( $argv[2], true );
		$r    = wp_install( 'Gmina Testowa', 'admin', 'admin@example.invalid', false, '', $args['password'], 'pl_PL' );
		update_option( 'permalink_structure', '' );
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$activated = activate_plugin( 'gmina-widgets/gmina-widgets.php' );
		if ( is_wp_error( $activated ) ) {
			fwrite( STDERR, $activated->get_error_message() . "\n" );
			exit( 1 );
		}
		// what the stage checks: the WordPress it runs, and that the site is on MariaDB, not on a drop-in
		gmina_out(
			array(
				'admin'   => $r['user_id'],
				'version' => get_bloginfo( 'version' ),
				'theme'   => get_stylesheet(),
				'locale'  => get_option( 'WPLANG' ),
				'db'      => get_class( $wpdb ),
				'server'  => $wpdb->db_server_info(),
			)
		);
		break;

	case 'configure':
		$args = json_decode( $argv[2], true );
		wp_set_current_user( 1 );
		update_option( 'gmina_widgets_settings', $args['settings'] );
		$error = get_option( 'gmina_widgets_manifest_error' );
		if ( $error ) {
			fwrite( STDERR, 'element list: ' . wp_json_encode( $error ) . "\n" );
			exit( 1 );
		}
		$author = wp_insert_user(
			array(
				'user_login' => 'autor',
				'user_pass'  => $args['password'],
				'user_email' => 'autor@example.invalid',
				'role'       => 'author',
			)
		);
		// the admin's posts are written as a classic editor would store them
		kses_remove_filters();
		$classic = wp_insert_post(
			array(
				'post_title'   => 'Budżet (edytor klasyczny)',
				'post_content' => "Wydatki gminy w tym roku:\n\n[gmina element=\"budzet\" rodzaj=\"wydatki\"]\n\nDane pochodzą z systemu dziedzinowego urzędu.",
				'post_status'  => 'publish',
			)
		);
		$plain   = wp_insert_post(
			array(
				'post_title'   => 'Aktualności',
				'post_content' => "<!-- wp:paragraph -->\n<p>Urząd jest dziś czynny do 15:00.</p>\n<!-- /wp:paragraph -->",
				'post_status'  => 'publish',
			)
		);
		$dues    = wp_insert_post(
			array(
				'post_title'   => 'Należności',
				'post_content' => "<!-- wp:paragraph -->\n<p>Zapłać podatki online.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:gmina/naleznosci /-->",
				'post_status'  => 'publish',
			)
		);
		gmina_out(
			array(
				'author'  => $author,
				'classic' => $classic,
				'plain'   => $plain,
				'dues'    => $dues,
			)
		);
		break;

	case 'option':
		wp_set_current_user( 1 );
		update_option( $argv[2], json_decode( $argv[3], true ) );
		gmina_out( get_option( $argv[2] ) );
		break;

	default:
		fwrite( STDERR, "usage: php wp-setup.php install|configure|option …\n" );
		exit( 2 );
}
