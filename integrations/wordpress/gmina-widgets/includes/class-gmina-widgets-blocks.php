<?php
/**
 * One dynamic block per element of the list (`gmina/<tag without gmina->`), rendered on the server as the custom
 * element: the post keeps only the block's comment, which kses leaves to Authors and Contributors.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Blocks are registered in PHP (attributes and render callback) and in the editor by assets/blocks.js with plain
 * wp.blocks / wp.element calls (no build step), from the same data handed over by editor_data().
 */
class Gmina_Widgets_Blocks {

	const EDITOR_HANDLE = 'gmina-widgets-blocks';

	/** Hooks. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_filter( 'block_categories_all', array( __CLASS__, 'categories' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'editor_assets' ) );
	}

	/**
	 * Block name of an element.
	 *
	 * @param string $tag e.g. gmina-budzet.
	 * @return string e.g. gmina/budzet.
	 */
	public static function block_name( $tag ) {
		return 'gmina/' . substr( $tag, strlen( 'gmina-' ) );
	}

	/**
	 * The block attributes of an element: its manifest attributes and lang, all strings.
	 *
	 * @param array $element The manifest's element.
	 * @return array
	 */
	private static function attributes( $element ) {
		$out = array();
		foreach ( array_keys( $element['attributes'] ) as $name ) {
			$out[ $name ] = array( 'type' => 'string' );
		}
		$out['lang'] = array( 'type' => 'string' );
		if ( 'gmina-portal' === $element['tag'] ) {
			$out['align'] = array(
				'type'    => 'string',
				'default' => 'full',
			);
		}
		return $out;
	}

	/** Registers a block per element, and the editor script that names them. */
	public static function register() {
		wp_register_script(
			self::EDITOR_HANDLE,
			plugins_url( 'assets/blocks.js', GMINA_WIDGETS_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor' ),
			GMINA_WIDGETS_VERSION,
			true
		);
		wp_register_style(
			self::EDITOR_HANDLE,
			plugins_url( 'assets/blocks.css', GMINA_WIDGETS_FILE ),
			array(),
			GMINA_WIDGETS_VERSION
		);
		foreach ( Gmina_Widgets_Manifest::get()['elements'] as $tag => $element ) {
			$name = self::block_name( $tag );
			if ( WP_Block_Type_Registry::get_instance()->is_registered( $name ) ) {
				continue;
			}
			register_block_type(
				$name,
				array(
					'api_version'     => 2,
					'attributes'      => self::attributes( $element ),
					'supports'        => 'gmina-portal' === $tag
						? array(
							'align' => array( 'full', 'wide' ),
							'html'  => false,
						)
						: array( 'html' => false ),
					'render_callback' => static function ( $attributes, $content, $block = null ) use ( $tag ) {
						return Gmina_Widgets_Blocks::render( $tag, $attributes, $block );
					},
					'editor_script'   => self::EDITOR_HANDLE,
					'editor_style'    => self::EDITOR_HANDLE,
				)
			);
		}
	}

	/**
	 * The block on the page: the element, with the block's class (and alignment) on it.
	 *
	 * @param string        $tag        Element tag.
	 * @param array         $attributes Block attributes.
	 * @param WP_Block|null $block      The block being rendered.
	 * @return string
	 */
	public static function render( $tag, $attributes, $block = null ) {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$extra      = array();
		// the portal is full width unless the post says otherwise: the wrapper's class comes from the attributes as
		// saved, without the default, so the default is applied here
		if ( 'gmina-portal' === $tag && $block instanceof WP_Block && empty( $block->parsed_block['attrs']['align'] ) ) {
			$extra['class'] = 'alignfull';
		}
		$wrapper = function_exists( 'get_block_wrapper_attributes' ) ? get_block_wrapper_attributes( $extra ) : '';
		return Gmina_Widgets_Elements::html( $tag, $attributes, $wrapper );
	}

	/**
	 * A category per group of the services list, in its order, named "Gmina: <group>".
	 *
	 * @param array $categories Categories so far.
	 * @return array
	 */
	public static function categories( $categories ) {
		$list = Gmina_Widgets_Manifest::get();
		foreach ( self::used_groups( $list ) as $key ) {
			$categories[] = array(
				'slug'  => 'gmina-' . $key,
				'title' => sprintf(
					/* translators: %s: group of the services list, e.g. "Municipal budget". */
					__( 'Gmina: %s', 'gmina-widgets' ),
					self::group_name( $list, $key )
				),
				'icon'  => null,
			);
		}
		return $categories;
	}

	/**
	 * Keys of the groups that hold an element, in the services list's order.
	 *
	 * @param array $list The stored list.
	 * @return string[]
	 */
	private static function used_groups( $list ) {
		$used = array_unique( wp_list_pluck( $list['elements'], 'group' ) );
		$keys = array_keys( $list['groups'] );
		return array_merge( array_values( array_intersect( $keys, $used ) ), array_values( array_diff( $used, $keys ) ) );
	}

	/**
	 * A group's name in the admin's language.
	 *
	 * @param array  $list The stored list.
	 * @param string $key  Group key.
	 * @return string
	 */
	private static function group_name( $list, $key ) {
		$name = isset( $list['groups'][ $key ] ) ? Gmina_Widgets_Manifest::localized( $list['groups'][ $key ] ) : '';
		return '' !== $name ? $name : __( 'Other elements', 'gmina-widgets' );
	}

	/**
	 * A block's title: its one service's name, else its group's name (several services of one group), else a name
	 * made of its tag ("gmina-moje-konto" → "Moje konto").
	 *
	 * @param array $list    The stored list.
	 * @param array $element The manifest's element.
	 * @return string
	 */
	private static function title( $list, $element ) {
		if ( 1 === count( $element['services'] ) ) {
			$name = Gmina_Widgets_Manifest::localized( $element['services'][0]['names'] );
			if ( '' !== $name ) {
				return $name;
			}
		}
		if ( count( $element['services'] ) > 1 && isset( $list['groups'][ $element['group'] ] ) ) {
			return self::group_name( $list, $element['group'] );
		}
		return ucfirst( str_replace( '-', ' ', substr( $element['tag'], strlen( 'gmina-' ) ) ) );
	}

	/**
	 * A description in the editor's language (the configurator's texts, `x-gmina`), else the manifest's English;
	 * Markdown code spans read as plain words in the editor.
	 *
	 * @param array  $descriptions By language.
	 * @param string $english      The manifest's own (JSDoc) text.
	 * @return string
	 */
	private static function description( $descriptions, $english ) {
		$text = Gmina_Widgets_Manifest::localized( $descriptions );
		return str_replace( '`', '', '' !== $text ? $text : $english );
	}

	/**
	 * What the editor script needs, its texts already translated.
	 *
	 * @return array
	 */
	public static function editor_data() {
		$list   = Gmina_Widgets_Manifest::get();
		$blocks = array();
		foreach ( self::used_groups( $list ) as $key ) {
			foreach ( $list['elements'] as $tag => $element ) {
				if ( $element['group'] !== $key ) {
					continue;
				}
				$variations = array();
				foreach ( $element['services'] as $service ) {
					if ( count( $element['services'] ) > 1 && ! empty( $service['attrs'] ) ) {
						$variations[] = array(
							'name'       => 'u' . $service['id'],
							'title'      => Gmina_Widgets_Manifest::localized( $service['names'] ),
							'attributes' => $service['attrs'],
							'scope'      => array( 'inserter' ),
						);
					}
				}
				$controls = array();
				foreach ( $element['attributes'] as $name => $attribute ) {
					if ( 'gmina-portal' === $tag && 'routing' === $name ) {
						continue; // always hash: WordPress owns the page's address
					}
					$controls[] = array(
						'name'        => $name,
						'values'      => $attribute['values'],
						'description' => self::description( isset( $attribute['descriptions'] ) ? $attribute['descriptions'] : array(), $attribute['description'] ),
					);
				}
				$blocks[] = array(
					'name'        => self::block_name( $tag ),
					'tag'         => $tag,
					'title'       => self::title( $list, $element ),
					'description' => self::description( isset( $element['descriptions'] ) ? $element['descriptions'] : array(), $element['summary'] ),
					'category'    => 'gmina-' . $key,
					'protected'   => $element['protected'],
					'portal'      => 'gmina-portal' === $tag,
					'attributes'  => self::attributes( $element ),
					'controls'    => $controls,
					'variations'  => $variations,
				);
			}
		}
		return array(
			'blocks' => $blocks,
			'texts'  => array(
				'settings'  => __( 'Element settings', 'gmina-widgets' ),
				'notSet'    => __( '(not set)', 'gmina-widgets' ),
				'language'  => __( 'Language', 'gmina-widgets' ),
				'langAuto'  => __( 'As the page (default)', 'gmina-widgets' ),
				'protected' => __( 'The reader logs in inside the widget.', 'gmina-widgets' ),
				'skipLink'  => __( 'The portal uses the address\'s hash for its screens (#/…). The theme\'s skip link (#wp--skip-link--target) and other anchors leave it where it is.', 'gmina-widgets' ),
				'noBundle'  => __( 'Set the bundle\'s address in Settings → Gmina widgets to see the element here.', 'gmina-widgets' ),
			),
			'languages' => array(
				array(
					'value' => 'pl',
					'label' => 'Polski',
				),
				array(
					'value' => 'en',
					'label' => 'English',
				),
				array(
					'value' => 'de',
					'label' => 'Deutsch',
				),
				array(
					'value' => 'uk',
					'label' => 'Українська',
				),
			),
			'hasBundle' => '' !== Gmina_Widgets_Settings::get()['bundle'],
		);
	}

	/** The editor's data, before its script. */
	public static function editor_assets() {
		wp_add_inline_script(
			self::EDITOR_HANDLE,
			'window.gminaWidgetsEditor = ' . wp_json_encode( self::editor_data(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
	}
}
