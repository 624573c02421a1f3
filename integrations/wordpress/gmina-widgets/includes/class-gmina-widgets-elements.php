<?php
/**
 * The custom element's HTML, checked against the element list, and the classic editor's shortcode.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every element the plugin puts on a page is written here: only a known tag, only its attributes of the manifest,
 * a choice attribute only with one of its values, everything escaped.
 */
class Gmina_Widgets_Elements {

	/** Registers the shortcode. */
	public static function init() {
		add_shortcode( 'gmina', array( __CLASS__, 'shortcode' ) );
	}

	/**
	 * The attributes of an element that may be written: known names, allowed values, the portal's routing forced to
	 * hash (WordPress owns the page's address), lang one of the product's languages.
	 *
	 * @param array $element The manifest's element.
	 * @param array $given   Attribute values by name.
	 * @return array
	 */
	public static function allowed_attributes( $element, $given ) {
		$out = array();
		foreach ( $element['attributes'] as $name => $attribute ) {
			if ( ! isset( $given[ $name ] ) || ! is_scalar( $given[ $name ] ) ) {
				continue;
			}
			$value = trim( (string) $given[ $name ] );
			if ( '' === $value ) {
				continue;
			}
			if ( is_array( $attribute['values'] ) ) {
				if ( in_array( $value, $attribute['values'], true ) ) {
					$out[ $name ] = $value;
				}
			} else {
				$out[ $name ] = sanitize_text_field( $value );
			}
		}
		if ( 'gmina-portal' === $element['tag'] ) {
			$out['routing'] = 'hash';
		}
		if ( isset( $given['lang'] ) && in_array( $given['lang'], Gmina_Widgets_Settings::LANGUAGES, true ) ) {
			$out['lang'] = $given['lang'];
		}
		return $out;
	}

	/**
	 * The element's HTML (one line: no filter may put a <br /> into it), and the loader enqueued.
	 *
	 * @param string $tag        Element tag.
	 * @param array  $given      Attribute values by name.
	 * @param string $wrapper    Extra attributes already escaped (a block's class), or ''.
	 * @return string '' for an element the list does not know.
	 */
	public static function html( $tag, $given, $wrapper = '' ) {
		$element = Gmina_Widgets_Manifest::element( $tag );
		if ( null === $element ) {
			return '';
		}
		Gmina_Widgets_Loader::needed();
		$attributes = '' === $wrapper ? '' : ' ' . $wrapper;
		foreach ( self::allowed_attributes( $element, $given ) as $name => $value ) {
			$attributes .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
		}
		return sprintf( '<%1$s%2$s></%1$s>', esc_attr( $tag ), $attributes );
	}

	/**
	 * `[gmina element="budzet" rodzaj="dochody"]`: the element by its tag, with or without `gmina-`. Runs after
	 * wpautop (priority 11) and shortcode_unautop takes away the paragraph around a shortcode on its own line, so
	 * the element comes out as written.
	 *
	 * @param array|string $atts Shortcode attributes.
	 * @return string
	 */
	public static function shortcode( $atts ) {
		$atts = is_array( $atts ) ? $atts : array();
		$name = isset( $atts['element'] ) ? strtolower( trim( (string) $atts['element'] ) ) : '';
		$tag  = 0 === strpos( $name, 'gmina-' ) ? $name : 'gmina-' . $name;
		$html = self::html( $tag, $atts );
		if ( '' === $html && current_user_can( 'edit_posts' ) ) {
			// said to those who can fix the post, as a comment in the page's source
			return sprintf( '<!-- %s -->', esc_html( sprintf( 'gmina: unknown element "%s"', $name ) ) );
		}
		return $html;
	}
}
