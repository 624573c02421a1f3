<?php
/**
 * Plugin Name:       Gmina widgets
 * Description:       The office's self-service widgets (budget, dues and payments, water, vehicles, the portal…) as blocks and a shortcode, rendered on the server, so Authors and Contributors can place them.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       gmina-widgets
 * Domain Path:       /languages
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'GMINA_WIDGETS_VERSION', '1.0.0' );
define( 'GMINA_WIDGETS_FILE', __FILE__ );
define( 'GMINA_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-settings.php';
require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-manifest.php';
require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-loader.php';
require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-elements.php';
require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-blocks.php';
require_once GMINA_WIDGETS_DIR . 'includes/class-gmina-widgets-admin.php';

add_action(
	'plugins_loaded',
	static function () {
		load_plugin_textdomain( 'gmina-widgets', false, dirname( plugin_basename( GMINA_WIDGETS_FILE ) ) . '/languages' );
	}
);

Gmina_Widgets_Settings::init();
Gmina_Widgets_Loader::init();
Gmina_Widgets_Elements::init();
Gmina_Widgets_Blocks::init();
Gmina_Widgets_Admin::init();
