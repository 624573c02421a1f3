<?php
/**
 * The plugin's settings: the bundle's and the API's addresses, the default language and the theme tokens.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * One option, `gmina_widgets_settings`, registered on `init` so that its sanitising (and the fetch of the element
 * list that follows a changed bundle address) runs however the option is saved: the settings page, the REST API or
 * a script calling update_option().
 */
class Gmina_Widgets_Settings {

	const OPTION = 'gmina_widgets_settings';

	/** Languages of the widgets (the product's pl, en, de, uk). */
	const LANGUAGES = array( 'pl', 'en', 'de', 'uk' );

	/**
	 * The theme tokens the settings page offers: the colours of docs/embedding.md "Theming" and the font family.
	 * The product checks every token again in the browser.
	 */
	const COLOUR_TOKENS = array(
		'--gmina-color-text',
		'--gmina-color-bg',
		'--gmina-color-primary',
		'--gmina-color-on-primary',
		'--gmina-color-muted',
		'--gmina-color-border',
		'--gmina-color-surface',
		'--gmina-color-error',
	);

	/** The product's defaults of the colour tokens (src/ui/base.css), used for the contrast check of unset ones. */
	const DEFAULT_COLOURS = array(
		'--gmina-color-text'       => '#1b1b1b',
		'--gmina-color-bg'         => '#ffffff',
		'--gmina-color-primary'    => '#0b5394',
		'--gmina-color-on-primary' => '#ffffff',
		'--gmina-color-muted'      => '#4a4a4a',
		'--gmina-color-border'     => '#767676',
		'--gmina-color-surface'    => '#f1f4f8',
		'--gmina-color-error'      => '#b00020',
	);

	/**
	 * The pairs that carry text in the widgets, as the embed configurator checks them (src/konfigurator/kontrast.ts):
	 * foreground, background. WCAG 2.1 AA asks at least 4.5:1 for each.
	 */
	const CONTRAST_PAIRS = array(
		'text'       => array( '--gmina-color-text', '--gmina-color-bg' ),
		'muted'      => array( '--gmina-color-muted', '--gmina-color-bg' ),
		'link'       => array( '--gmina-color-primary', '--gmina-color-bg' ),
		'on-primary' => array( '--gmina-color-on-primary', '--gmina-color-primary' ),
		'error'      => array( '--gmina-color-error', '--gmina-color-bg' ),
	);

	const AA = 4.5;

	/** Registers the option. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
	}

	/** The option with its schema and sanitising. */
	public static function register() {
		register_setting(
			'gmina_widgets',
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Settings of a fresh install.
	 *
	 * @return array
	 */
	public static function defaults() {
		return array(
			'bundle' => '',
			'api'    => '',
			'lang'   => 'site',
			'motyw'  => array(),
		);
	}

	/**
	 * The saved settings, completed with the defaults.
	 *
	 * @return array
	 */
	public static function get() {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? $saved : array() );
	}

	/**
	 * Cleans a submitted value; a bad address is reported and the saved one kept. A bundle address that changes
	 * (or is saved again) fetches the element list beside it.
	 *
	 * @param mixed $input Submitted settings.
	 * @return array
	 */
	public static function sanitize( $input ) {
		$old   = self::get();
		$input = is_array( $input ) ? $input : array();
		$out   = self::defaults();

		foreach ( array( 'bundle', 'api' ) as $key ) {
			$raw = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
			if ( '' === $raw ) {
				continue;
			}
			$url = esc_url_raw( $raw, array( 'http', 'https' ) );
			if ( '' === $url || ! wp_parse_url( $url, PHP_URL_HOST ) ) {
				self::error(
					/* translators: %s: the address that was entered. */
					sprintf( __( 'The address "%s" is not a valid http(s) address; the previous one is kept.', 'gmina-widgets' ), $raw )
				);
				$out[ $key ] = $old[ $key ];
				continue;
			}
			$out[ $key ] = 'api' === $key ? untrailingslashit( $url ) : $url;
		}

		$lang        = isset( $input['lang'] ) ? (string) $input['lang'] : 'site';
		$out['lang'] = in_array( $lang, array_merge( array( 'site', 'page' ), self::LANGUAGES ), true ) ? $lang : 'site';

		$motyw = isset( $input['motyw'] ) && is_array( $input['motyw'] ) ? $input['motyw'] : array();
		foreach ( self::COLOUR_TOKENS as $token ) {
			$value = isset( $motyw[ $token ] ) ? strtolower( trim( (string) $motyw[ $token ] ) ) : '';
			if ( '' === $value ) {
				continue;
			}
			if ( self::is_hex( $value ) ) {
				$out['motyw'][ $token ] = $value;
			} else {
				self::error(
					/* translators: 1: theme token name, 2: the value entered. */
					sprintf( __( '%1$s must be a colour like #1e6b34; "%2$s" was left out.', 'gmina-widgets' ), $token, $value )
				);
			}
		}
		$font = isset( $motyw['--gmina-font-family'] ) ? trim( (string) $motyw['--gmina-font-family'] ) : '';
		if ( '' !== $font ) {
			// a font list: names, quotes, commas, spaces and hyphens, nothing a stylesheet could be escaped with
			if ( preg_match( '/^[\p{L}\p{N} ,"\'_-]{1,200}$/u', $font ) ) {
				$out['motyw']['--gmina-font-family'] = $font;
			} else {
				self::error( __( 'The font family may hold font names, quotes and commas only; it was left out.', 'gmina-widgets' ) );
			}
		}

		foreach ( self::failing_pairs( $out['motyw'] ) as $message ) {
			self::error( $message, 'warning' );
		}

		if ( '' !== $out['bundle'] ) {
			Gmina_Widgets_Manifest::refresh( $out['bundle'] );
		}
		return $out;
	}

	/**
	 * Reports a problem on the settings page (ignored outside it).
	 *
	 * @param string $message Text shown.
	 * @param string $type    error or warning.
	 */
	private static function error( $message, $type = 'error' ) {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( self::OPTION, 'gmina-widgets-' . md5( $message ), $message, $type );
		}
	}

	/**
	 * Whether a value is a #rgb or #rrggbb colour.
	 *
	 * @param string $value Colour.
	 * @return bool
	 */
	public static function is_hex( $value ) {
		return (bool) preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/i', $value );
	}

	/**
	 * WCAG 2.1 relative luminance of a #rgb or #rrggbb colour ("relative luminance" in the WCAG 2.1 definitions).
	 *
	 * @param string $hex Colour.
	 * @return float
	 */
	public static function luminance( $hex ) {
		$hex = ltrim( $hex, '#' );
		if ( 3 === strlen( $hex ) ) {
			$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
		}
		$channels = array();
		foreach ( array( 0, 2, 4 ) as $i ) {
			$c          = hexdec( substr( $hex, $i, 2 ) ) / 255;
			$channels[] = $c <= 0.03928 ? $c / 12.92 : pow( ( $c + 0.055 ) / 1.055, 2.4 );
		}
		return 0.2126 * $channels[0] + 0.7152 * $channels[1] + 0.0722 * $channels[2];
	}

	/**
	 * WCAG 2.1 contrast ratio of two colours, from 1 to 21.
	 *
	 * @param string $a Colour.
	 * @param string $b Colour.
	 * @return float
	 */
	public static function contrast( $a, $b ) {
		$la = self::luminance( $a );
		$lb = self::luminance( $b );
		return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
	}

	/**
	 * Names of the text pairs, as the settings page shows them.
	 *
	 * @return array
	 */
	public static function pair_names() {
		return array(
			'text'       => __( 'Text on the background', 'gmina-widgets' ),
			'muted'      => __( 'Secondary text on the background', 'gmina-widgets' ),
			'link'       => __( 'Links and buttons (primary) on the background', 'gmina-widgets' ),
			'on-primary' => __( 'Text on primary (buttons)', 'gmina-widgets' ),
			'error'      => __( 'Error text on the background', 'gmina-widgets' ),
		);
	}

	/**
	 * Every pair under 4.5:1, in words (unset tokens take the product's defaults).
	 *
	 * @param array $motyw Theme tokens.
	 * @return string[]
	 */
	public static function failing_pairs( $motyw ) {
		$colours = array_merge( self::DEFAULT_COLOURS, array_intersect_key( $motyw, self::DEFAULT_COLOURS ) );
		$names   = self::pair_names();
		$out     = array();
		foreach ( self::CONTRAST_PAIRS as $id => $pair ) {
			$ratio = self::contrast( $colours[ $pair[0] ], $colours[ $pair[1] ] );
			if ( $ratio < self::AA ) {
				$out[] = sprintf(
					/* translators: 1: which colours, 2: their contrast ratio, e.g. 2.9. */
					__( '%1$s: contrast %2$s:1, below the 4.5:1 WCAG 2.1 AA asks for.', 'gmina-widgets' ),
					$names[ $id ],
					number_format_i18n( floor( $ratio * 10 ) / 10, 1 )
				);
			}
		}
		return $out;
	}

	/**
	 * The widgets' default language: the setting, or the site's language mapped to the product's (pl_PL → pl,
	 * en_* → en, de_* → de, uk → uk; any other → none, and the widgets follow the page's <html lang>).
	 *
	 * @return string pl, en, de, uk or ''.
	 */
	public static function lang_default() {
		$lang = self::get()['lang'];
		if ( in_array( $lang, self::LANGUAGES, true ) ) {
			return $lang;
		}
		return 'site' === $lang ? self::lang_of_locale( get_locale() ) : '';
	}

	/**
	 * The product's language of a WordPress locale.
	 *
	 * @param string $locale e.g. pl_PL, en_GB, de_DE_formal, uk.
	 * @return string pl, en, de, uk or ''.
	 */
	public static function lang_of_locale( $locale ) {
		$primary = strtolower( strtok( (string) $locale, '_-' ) );
		return in_array( $primary, self::LANGUAGES, true ) ? $primary : '';
	}
}
