<?php
/**
 * The list of elements: `custom-elements.json` beside the configured bundle, fetched when the settings are saved
 * and kept in an option, so a new element of the bundle becomes a block with no update of the plugin.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads the Custom Elements Manifest (schema 2.0.0) and the product's `x-gmina` fields: each element's group on the
 * services list, whether the reader logs in inside it, its services, and the groups' names in four languages.
 */
class Gmina_Widgets_Manifest {

	const OPTION = 'gmina_widgets_manifest';
	const ERROR  = 'gmina_widgets_manifest_error';

	/** Attributes the plugin sets itself: api from the settings; lang is a choice of its own in every block. */
	const SET_ELSEWHERE = array( 'api', 'lang' );

	/**
	 * Address of custom-elements.json beside the bundle (…/gmina.js → …/custom-elements.json).
	 *
	 * @param string $bundle Bundle address.
	 * @return string
	 */
	public static function url_beside( $bundle ) {
		$path = strtok( $bundle, '?#' );
		return preg_replace( '#/[^/]*$#', '/custom-elements.json', $path, 1 );
	}

	/**
	 * Fetches and stores the list; on failure keeps the last one and records why (shown as an admin notice).
	 * Once per request: saving the option may sanitise it twice.
	 *
	 * @param string $bundle Bundle address.
	 * @return bool Whether a list was read.
	 */
	public static function refresh( $bundle ) {
		static $done = array();
		if ( isset( $done[ $bundle ] ) ) {
			return $done[ $bundle ];
		}
		$url      = self::url_beside( $bundle );
		$response = wp_remote_get(
			$url,
			array(
				'timeout' => 10,
				'headers' => array( 'Accept' => 'application/json' ),
			)
		);
		$problem  = '';
		$parsed   = null;
		if ( is_wp_error( $response ) ) {
			$problem = $response->get_error_message();
		} elseif ( 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			/* translators: %d: HTTP status code. */
			$problem = sprintf( __( 'the server answered %d', 'gmina-widgets' ), (int) wp_remote_retrieve_response_code( $response ) );
		} else {
			$parsed = self::parse( json_decode( wp_remote_retrieve_body( $response ), true ) );
			if ( empty( $parsed['elements'] ) ) {
				$problem = __( 'the file lists no gmina-* elements', 'gmina-widgets' );
			}
		}

		if ( '' !== $problem ) {
			update_option(
				self::ERROR,
				array(
					'url'     => $url,
					'problem' => $problem,
				),
				false
			);
			$done[ $bundle ] = false;
			return false;
		}
		$parsed['url']     = $url;
		$parsed['fetched'] = time();
		update_option( self::OPTION, $parsed, false );
		delete_option( self::ERROR );
		$done[ $bundle ] = true;
		return true;
	}

	/**
	 * The elements and groups of a decoded manifest; anything unexpected is left out, never trusted.
	 *
	 * @param mixed $json Decoded custom-elements.json.
	 * @return array{elements: array, groups: array}
	 */
	public static function parse( $json ) {
		$out = array(
			'elements' => array(),
			'groups'   => array(),
		);
		if ( ! is_array( $json ) || ! isset( $json['modules'] ) || ! is_array( $json['modules'] ) ) {
			return $out;
		}
		$groups = isset( $json['x-gmina']['grupy'] ) && is_array( $json['x-gmina']['grupy'] ) ? $json['x-gmina']['grupy'] : array();
		foreach ( $groups as $group ) {
			if ( ! isset( $group['klucz'] ) || ! preg_match( '/^[a-z0-9-]+$/', (string) $group['klucz'] ) ) {
				continue;
			}
			$out['groups'][ $group['klucz'] ] = self::names( isset( $group['nazwy'] ) ? $group['nazwy'] : array() );
		}
		foreach ( $json['modules'] as $module ) {
			$declarations = isset( $module['declarations'] ) && is_array( $module['declarations'] ) ? $module['declarations'] : array();
			foreach ( $declarations as $d ) {
				$tag = isset( $d['tagName'] ) ? (string) $d['tagName'] : '';
				if ( ! preg_match( '/^gmina-[a-z0-9]+(-[a-z0-9]+)*$/', $tag ) ) {
					continue;
				}
				$x          = isset( $d['x-gmina'] ) && is_array( $d['x-gmina'] ) ? $d['x-gmina'] : array();
				$attributes = array();
				foreach ( isset( $d['attributes'] ) && is_array( $d['attributes'] ) ? $d['attributes'] : array() as $a ) {
					$name = isset( $a['name'] ) ? (string) $a['name'] : '';
					if ( ! preg_match( '/^[a-z][a-z0-9-]*$/', $name ) || in_array( $name, self::SET_ELSEWHERE, true ) ) {
						continue;
					}
					$attributes[ $name ] = array(
						'values'       => self::choices( isset( $a['type']['text'] ) ? (string) $a['type']['text'] : '' ),
						'description'  => isset( $a['description'] ) ? (string) $a['description'] : '',
						'descriptions' => self::names( isset( $x['opisyAtrybutow'][ $name ] ) ? $x['opisyAtrybutow'][ $name ] : array() ),
					);
				}
				$services = array();
				foreach ( isset( $x['uslugi'] ) && is_array( $x['uslugi'] ) ? $x['uslugi'] : array() as $u ) {
					$services[] = array(
						'id'    => isset( $u['id'] ) ? (int) $u['id'] : 0,
						'names' => self::names( isset( $u['nazwy'] ) ? $u['nazwy'] : array() ),
						'attrs' => isset( $u['attrs'] ) && is_array( $u['attrs'] ) ? array_map( 'strval', $u['attrs'] ) : array(),
					);
				}
				$group = isset( $x['grupa'] ) && preg_match( '/^[a-z0-9-]+$/', (string) $x['grupa'] ) ? (string) $x['grupa'] : 'inne';

				$out['elements'][ $tag ] = array(
					'tag'          => $tag,
					'summary'      => isset( $d['summary'] ) ? (string) $d['summary'] : '',
					'descriptions' => self::names( isset( $x['opisy'] ) ? $x['opisy'] : array() ),
					'attributes'   => $attributes,
					'group'        => $group,
					'protected'    => ! empty( $x['chroniony'] ),
					'services'     => $services,
				);
			}
		}
		return $out;
	}

	/**
	 * `"a" | "b"` → array( 'a', 'b' ); any other type (string, number…) → null, a free value.
	 *
	 * @param string $type The manifest's type text.
	 * @return string[]|null
	 */
	public static function choices( $type ) {
		if ( '' === $type ) {
			return null;
		}
		$values = array();
		foreach ( explode( '|', $type ) as $part ) {
			if ( ! preg_match( '/^\s*"([^"]*)"\s*$/', $part, $m ) ) {
				return null;
			}
			$values[] = $m[1];
		}
		return $values;
	}

	/**
	 * Names by language (pl, en, de, uk), strings only.
	 *
	 * @param mixed $names Names.
	 * @return array
	 */
	private static function names( $names ) {
		$out = array();
		foreach ( Gmina_Widgets_Settings::LANGUAGES as $lang ) {
			if ( isset( $names[ $lang ] ) && is_string( $names[ $lang ] ) ) {
				$out[ $lang ] = $names[ $lang ];
			}
		}
		return $out;
	}

	/**
	 * The stored list.
	 *
	 * @return array{elements: array, groups: array}
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		return array(
			'elements' => isset( $stored['elements'] ) && is_array( $stored['elements'] ) ? $stored['elements'] : array(),
			'groups'   => isset( $stored['groups'] ) && is_array( $stored['groups'] ) ? $stored['groups'] : array(),
			'url'      => isset( $stored['url'] ) ? (string) $stored['url'] : '',
			'fetched'  => isset( $stored['fetched'] ) ? (int) $stored['fetched'] : 0,
		);
	}

	/**
	 * One element by tag, or null.
	 *
	 * @param string $tag e.g. gmina-budzet.
	 * @return array|null
	 */
	public static function element( $tag ) {
		$elements = self::get()['elements'];
		return isset( $elements[ $tag ] ) ? $elements[ $tag ] : null;
	}

	/**
	 * A name in the language of the reader of the admin (its WordPress language mapped to ours), else Polish.
	 *
	 * @param array $names Names by language.
	 * @return string
	 */
	public static function localized( $names ) {
		$lang = Gmina_Widgets_Settings::lang_of_locale( function_exists( 'get_user_locale' ) ? get_user_locale() : get_locale() );
		if ( '' !== $lang && isset( $names[ $lang ] ) ) {
			return $names[ $lang ];
		}
		if ( '' === $lang && isset( $names['en'] ) ) {
			return $names['en'];
		}
		return isset( $names['pl'] ) ? $names['pl'] : '';
	}

	/**
	 * The last failure to fetch the list, if the last try failed.
	 *
	 * @return array|null
	 */
	public static function error() {
		$error = get_option( self::ERROR );
		return is_array( $error ) ? $error : null;
	}
}
