<?php
/**
 * The bundle's loader (`gmina.js`): enqueued once, as a module, only on pages that hold an element, with the API
 * address and the default language on its tag; the theme tokens in the page's JSON configuration block.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 6.5 and later enqueue it with the script modules API (wp_enqueue_script_module), its attributes added
 * by the `wp_script_attributes` filter that wp_print_script_tag() applies; 6.1 to 6.4 have no module API, so there
 * it is an ordinary script whose tag the `script_loader_tag` filter rewrites to `type="module"`. The block editor
 * always takes the second way: its iframe (6.3+) is given the assets of `enqueue_block_assets` as classic scripts.
 */
class Gmina_Widgets_Loader {

	const HANDLE = 'gmina-widgets-loader';

	/**
	 * Whether this page holds an element.
	 *
	 * @var bool
	 */
	private static $needed = false;

	/**
	 * Whether the JSON configuration block has been printed.
	 *
	 * @var bool
	 */
	private static $config_printed = false;

	/** Hooks. */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'detect' ), 5 );
		add_action( 'enqueue_block_assets', array( __CLASS__, 'editor' ) );
		add_filter( 'script_loader_tag', array( __CLASS__, 'module_tag' ), 10, 3 );
		add_filter( 'wp_script_attributes', array( __CLASS__, 'module_attributes' ) );
		add_action( 'wp_head', array( __CLASS__, 'print_config' ), 1 );
		add_action( 'wp_footer', array( __CLASS__, 'print_config' ), 1 );
	}

	/**
	 * Early, from the posts of the query: a page whose content holds a block or a shortcode of ours gets the
	 * configuration block in its head even when its theme renders the content after wp_head (classic themes).
	 * An element rendered elsewhere (a widget area, a template part) calls needed() itself.
	 */
	public static function detect() {
		global $wp_query;
		$posts = isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? $wp_query->posts : array();
		foreach ( $posts as $post ) {
			$content = isset( $post->post_content ) ? (string) $post->post_content : '';
			if ( false !== strpos( $content, '<!-- wp:gmina/' ) || has_shortcode( $content, 'gmina' ) ) {
				self::needed();
				return;
			}
		}
	}

	/** An element is on this page: the loader is enqueued (once: one handle). */
	public static function needed() {
		if ( self::$needed || is_admin() ) {
			return;
		}
		$bundle = Gmina_Widgets_Settings::get()['bundle'];
		if ( '' === $bundle ) {
			return;
		}
		self::$needed = true;
		if ( function_exists( 'wp_enqueue_script_module' ) ) {
			wp_enqueue_script_module( self::HANDLE, $bundle, array(), null );
		} else {
			wp_enqueue_script( self::HANDLE, $bundle, array(), null, true );
		}
	}

	/** The block editor: the loader in the editor (and in its iframe on 6.3+), so a block's preview is live. */
	public static function editor() {
		$bundle = Gmina_Widgets_Settings::get()['bundle'];
		if ( is_admin() && '' !== $bundle ) {
			wp_enqueue_script( self::HANDLE, $bundle, array(), null, true );
		}
	}

	/**
	 * The loader's data-* attributes: the API address and the default language, when set.
	 *
	 * @return array
	 */
	public static function data_attributes() {
		$settings = Gmina_Widgets_Settings::get();
		$out      = array();
		if ( '' !== $settings['api'] ) {
			$out['data-api'] = $settings['api'];
		}
		$lang = Gmina_Widgets_Settings::lang_default();
		if ( '' !== $lang ) {
			$out['data-lang-default'] = $lang;
		}
		return $out;
	}

	/**
	 * WordPress 6.1–6.4 and the editor: the loader's tag as a module script, with crossorigin and its data.
	 *
	 * @param string $tag    The tag WordPress wrote.
	 * @param string $handle Script handle.
	 * @param string $src    Script address.
	 * @return string
	 */
	public static function module_tag( $tag, $handle, $src ) {
		if ( self::HANDLE !== $handle ) {
			return $tag;
		}
		$attributes = '';
		foreach ( self::data_attributes() as $name => $value ) {
			$attributes .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return sprintf(
			'<script type="module" crossorigin="anonymous" src="%s" id="%s-js"%s></script>' . "\n",
			esc_url( $src ),
			esc_attr( self::HANDLE ),
			$attributes
		);
	}

	/**
	 * WordPress 6.5+: the module's tag gets crossorigin and its data.
	 *
	 * @param array $attributes Attributes of a script tag.
	 * @return array
	 */
	public static function module_attributes( $attributes ) {
		if ( ! is_array( $attributes ) || ! isset( $attributes['id'] ) || self::HANDLE . '-js-module' !== $attributes['id'] ) {
			return $attributes;
		}
		return array_merge( $attributes, array( 'crossorigin' => 'anonymous' ), self::data_attributes() );
	}

	/**
	 * The page's JSON configuration block with the theme tokens (read by the widgets under a strict CSP, where an
	 * inline <style> would be dropped): once, in the head when the page is known to hold an element by then,
	 * else in the footer.
	 */
	public static function print_config() {
		if ( ! self::$needed || self::$config_printed ) {
			return;
		}
		$motyw = Gmina_Widgets_Settings::get()['motyw'];
		if ( empty( $motyw ) ) {
			return;
		}
		self::$config_printed = true;
		printf(
			'<script type="application/json" id="gmina-config">%s</script>' . "\n",
			wp_json_encode( array( 'motyw' => $motyw ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE )
		);
	}
}
