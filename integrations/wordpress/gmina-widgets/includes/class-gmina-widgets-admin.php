<?php
/**
 * Settings → Gmina widgets, and the notice when the element list cannot be fetched.
 *
 * @package GminaWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page (administrators: manage_options): the two addresses, the default language, the theme tokens
 * with a live contrast check, and the elements read from the bundle.
 */
class Gmina_Widgets_Admin {

	const PAGE = 'gmina-widgets';

	/** Hooks. */
	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_notices', array( __CLASS__, 'notice' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( GMINA_WIDGETS_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/** The page under Settings. */
	public static function menu() {
		$hook = add_options_page(
			__( 'Gmina widgets', 'gmina-widgets' ),
			__( 'Gmina widgets', 'gmina-widgets' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'page' )
		);
		add_action( 'admin_print_scripts-' . $hook, array( __CLASS__, 'assets' ) );
	}

	/**
	 * A Settings link beside the plugin on the Plugins screen.
	 *
	 * @param array $links Links.
	 * @return array
	 */
	public static function action_links( $links ) {
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=' . self::PAGE ) ), esc_html__( 'Settings', 'gmina-widgets' ) );
		return $links;
	}

	/** The contrast check's script and its texts. */
	public static function assets() {
		wp_enqueue_script( 'gmina-widgets-settings', plugins_url( 'assets/settings.js', GMINA_WIDGETS_FILE ), array(), GMINA_WIDGETS_VERSION, true );
		wp_enqueue_style( 'gmina-widgets-settings', plugins_url( 'assets/settings.css', GMINA_WIDGETS_FILE ), array(), GMINA_WIDGETS_VERSION );
		$data = array(
			'defaults' => Gmina_Widgets_Settings::DEFAULT_COLOURS,
			'pairs'    => Gmina_Widgets_Settings::CONTRAST_PAIRS,
			'names'    => Gmina_Widgets_Settings::pair_names(),
			'palette'  => self::palette(),
			'texts'    => array(
				/* translators: 1: which colours, 2: contrast ratio. */
				'ok'      => __( '%1$s: contrast %2$s:1, meets WCAG 2.1 AA (4.5:1).', 'gmina-widgets' ),
				/* translators: 1: which colours, 2: contrast ratio. */
				'fail'    => __( '%1$s: contrast %2$s:1, below the 4.5:1 WCAG 2.1 AA asks for.', 'gmina-widgets' ),
				'invalid' => __( 'Not a colour like #1e6b34: the default is used.', 'gmina-widgets' ),
			),
		);
		wp_add_inline_script( 'gmina-widgets-settings', 'window.gminaWidgetsSettings = ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}

	/**
	 * The theme's colour palette (theme.json), offered as suggestions for the colour fields.
	 *
	 * @return array slug, name, color.
	 */
	private static function palette() {
		if ( ! function_exists( 'wp_get_global_settings' ) ) {
			return array();
		}
		$palette = wp_get_global_settings( array( 'color', 'palette' ) );
		$theme   = isset( $palette['theme'] ) && is_array( $palette['theme'] ) ? $palette['theme'] : array();
		return array_values(
			array_filter(
				$theme,
				static function ( $entry ) {
					return isset( $entry['color'] ) && Gmina_Widgets_Settings::is_hex( (string) $entry['color'] );
				}
			)
		);
	}

	/** Admin notice: the last fetch of the element list failed. */
	public static function notice() {
		$error = Gmina_Widgets_Manifest::error();
		if ( null === $error || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: 1: address of custom-elements.json, 2: what went wrong. */
					__( 'Gmina widgets: the element list could not be fetched from %1$s (%2$s). Check the bundle\'s address in Settings → Gmina widgets; the blocks keep the last list read.', 'gmina-widgets' ),
					$error['url'],
					$error['problem']
				)
			)
		);
	}

	/**
	 * Labels of the colour tokens.
	 *
	 * @return array
	 */
	private static function token_labels() {
		return array(
			'--gmina-color-text'       => __( 'Text', 'gmina-widgets' ),
			'--gmina-color-bg'         => __( 'Background', 'gmina-widgets' ),
			'--gmina-color-primary'    => __( 'Primary (buttons, links, focus)', 'gmina-widgets' ),
			'--gmina-color-on-primary' => __( 'Text on primary', 'gmina-widgets' ),
			'--gmina-color-muted'      => __( 'Secondary text', 'gmina-widgets' ),
			'--gmina-color-border'     => __( 'Lines and field borders', 'gmina-widgets' ),
			'--gmina-color-surface'    => __( 'Table header and stripes', 'gmina-widgets' ),
			'--gmina-color-error'      => __( 'Error text', 'gmina-widgets' ),
		);
	}

	/** The page. */
	public static function page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = Gmina_Widgets_Settings::get();
		$name     = Gmina_Widgets_Settings::OPTION;
		$palette  = self::palette();
		$fg       = array();
		foreach ( Gmina_Widgets_Settings::CONTRAST_PAIRS as $id => $pair ) {
			$fg[ $pair[0] ][] = $id;
		}
		$site_lang = Gmina_Widgets_Settings::lang_of_locale( get_locale() );
		?>
		<div class="wrap gmina-widgets-settings">
			<h1><?php esc_html_e( 'Gmina widgets', 'gmina-widgets' ); ?></h1>
			<form method="post" action="options.php">
				<?php settings_fields( 'gmina_widgets' ); ?>
				<h2><?php esc_html_e( 'Addresses', 'gmina-widgets' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="gmina-bundle"><?php esc_html_e( 'Bundle address', 'gmina-widgets' ); ?></label></th>
						<td>
							<input type="url" class="large-text code" id="gmina-bundle" name="<?php echo esc_attr( $name ); ?>[bundle]" value="<?php echo esc_attr( $settings['bundle'] ); ?>" placeholder="https://portal.gmina.example.pl/gmina.js" aria-describedby="gmina-bundle-help">
							<p class="description" id="gmina-bundle-help"><?php esc_html_e( 'The address of gmina.js on the office\'s portal. The list of elements (custom-elements.json beside it) is read when you save.', 'gmina-widgets' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="gmina-api"><?php esc_html_e( 'API address', 'gmina-widgets' ); ?></label></th>
						<td>
							<input type="url" class="large-text code" id="gmina-api" name="<?php echo esc_attr( $name ); ?>[api]" value="<?php echo esc_attr( $settings['api'] ); ?>" placeholder="https://portal.gmina.example.pl/api" aria-describedby="gmina-api-help">
							<p class="description" id="gmina-api-help"><?php esc_html_e( 'Empty: /api on the bundle\'s server. The API must allow this site\'s address (GMINA_ALLOWED_ORIGINS).', 'gmina-widgets' ); ?></p>
						</td>
					</tr>
				</table>

				<h2><?php esc_html_e( 'Language', 'gmina-widgets' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="gmina-lang"><?php esc_html_e( 'Default language of the widgets', 'gmina-widgets' ); ?></label></th>
						<td>
							<select id="gmina-lang" name="<?php echo esc_attr( $name ); ?>[lang]" aria-describedby="gmina-lang-help">
								<option value="site" <?php selected( $settings['lang'], 'site' ); ?>>
									<?php
									echo esc_html(
										'' !== $site_lang
											/* translators: %s: language code, e.g. pl. */
											? sprintf( __( 'Follow the site language (now: %s)', 'gmina-widgets' ), $site_lang )
											: __( 'Follow the site language (now: none of the widgets\' languages)', 'gmina-widgets' )
									);
									?>
								</option>
								<option value="pl" <?php selected( $settings['lang'], 'pl' ); ?>>Polski</option>
								<option value="en" <?php selected( $settings['lang'], 'en' ); ?>>English</option>
								<option value="de" <?php selected( $settings['lang'], 'de' ); ?>>Deutsch</option>
								<option value="uk" <?php selected( $settings['lang'], 'uk' ); ?>>Українська</option>
								<option value="page" <?php selected( $settings['lang'], 'page' ); ?>><?php esc_html_e( 'The page\'s language (<html lang>)', 'gmina-widgets' ); ?></option>
							</select>
							<p class="description" id="gmina-lang-help"><?php esc_html_e( 'A default, not forced: a reader\'s own choice of language in a widget wins, and a block may set its own.', 'gmina-widgets' ); ?></p>
						</td>
					</tr>
				</table>

				<h2><?php esc_html_e( 'Theme', 'gmina-widgets' ); ?></h2>
				<p><?php esc_html_e( 'Colours as #rrggbb; empty fields keep the widgets\' defaults. The contrast of the pairs that carry text is checked as you type.', 'gmina-widgets' ); ?></p>
				<?php if ( $palette ) : ?>
					<datalist id="gmina-widgets-palette">
						<?php foreach ( $palette as $entry ) : ?>
							<option value="<?php echo esc_attr( $entry['color'] ); ?>"><?php echo esc_html( isset( $entry['name'] ) ? $entry['name'] : $entry['slug'] ); ?></option>
						<?php endforeach; ?>
					</datalist>
					<p><button type="button" class="button" id="gmina-from-theme"><?php esc_html_e( 'Take the colours from the theme', 'gmina-widgets' ); ?></button></p>
				<?php endif; ?>
				<table class="form-table" role="presentation">
					<?php foreach ( self::token_labels() as $token => $label ) : ?>
						<?php $id = 'gmina-token-' . substr( $token, strlen( '--gmina-color-' ) ); ?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
							<td>
								<span class="gmina-swatch" aria-hidden="true"></span>
								<input type="text" class="regular-text code gmina-colour" id="<?php echo esc_attr( $id ); ?>" data-token="<?php echo esc_attr( $token ); ?>" name="<?php echo esc_attr( $name ); ?>[motyw][<?php echo esc_attr( $token ); ?>]" value="<?php echo esc_attr( isset( $settings['motyw'][ $token ] ) ? $settings['motyw'][ $token ] : '' ); ?>" placeholder="<?php echo esc_attr( Gmina_Widgets_Settings::DEFAULT_COLOURS[ $token ] ); ?>" <?php echo $palette ? 'list="gmina-widgets-palette"' : ''; ?> pattern="#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})" aria-describedby="<?php echo esc_attr( $id ); ?>-check">
								<code class="gmina-token-name"><?php echo esc_html( $token ); ?></code>
								<div class="gmina-contrast" id="<?php echo esc_attr( $id ); ?>-check" aria-live="polite" data-pairs="<?php echo esc_attr( isset( $fg[ $token ] ) ? implode( ' ', $fg[ $token ] ) : '' ); ?>"></div>
							</td>
						</tr>
					<?php endforeach; ?>
					<tr>
						<th scope="row"><label for="gmina-token-font"><?php esc_html_e( 'Font family', 'gmina-widgets' ); ?></label></th>
						<td>
							<input type="text" class="regular-text" id="gmina-token-font" name="<?php echo esc_attr( $name ); ?>[motyw][--gmina-font-family]" value="<?php echo esc_attr( isset( $settings['motyw']['--gmina-font-family'] ) ? $settings['motyw']['--gmina-font-family'] : '' ); ?>" placeholder="<?php esc_attr_e( 'the page\'s font', 'gmina-widgets' ); ?>">
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
			<?php self::elements_table(); ?>
		</div>
		<?php
	}

	/** The elements read from the bundle, by group, as the blocks are offered. */
	private static function elements_table() {
		$list = Gmina_Widgets_Manifest::get();
		echo '<h2>' . esc_html__( 'Elements', 'gmina-widgets' ) . '</h2>';
		if ( empty( $list['elements'] ) ) {
			echo '<p>' . esc_html__( 'No list of elements yet: set the bundle\'s address and save.', 'gmina-widgets' ) . '</p>';
			return;
		}
		echo '<p>' . esc_html(
			sprintf(
				/* translators: 1: number of elements, 2: address, 3: date and time. */
				_n( '%1$d element read from %2$s on %3$s.', '%1$d elements read from %2$s on %3$s.', count( $list['elements'] ), 'gmina-widgets' ),
				count( $list['elements'] ),
				$list['url'],
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $list['fetched'] )
			)
		) . '</p>';
		echo '<table class="widefat striped gmina-elements"><thead><tr><th scope="col">' . esc_html__( 'Group', 'gmina-widgets' ) . '</th><th scope="col">' . esc_html__( 'Element', 'gmina-widgets' ) . '</th><th scope="col">' . esc_html__( 'Block', 'gmina-widgets' ) . '</th><th scope="col">' . esc_html__( 'Login', 'gmina-widgets' ) . '</th></tr></thead><tbody>';
		$groups   = $list['groups'];
		$order    = array_flip( array_keys( $groups ) );
		$elements = $list['elements'];
		uasort(
			$elements,
			static function ( $a, $b ) use ( $order ) {
				$ga = isset( $order[ $a['group'] ] ) ? $order[ $a['group'] ] : PHP_INT_MAX;
				$gb = isset( $order[ $b['group'] ] ) ? $order[ $b['group'] ] : PHP_INT_MAX;
				return $ga === $gb ? strcmp( $a['tag'], $b['tag'] ) : $ga - $gb;
			}
		);
		foreach ( $elements as $tag => $element ) {
			$group = isset( $groups[ $element['group'] ] ) ? Gmina_Widgets_Manifest::localized( $groups[ $element['group'] ] ) : '';
			printf(
				'<tr><td>%s</td><td><code>&lt;%s&gt;</code></td><td><code>%s</code></td><td>%s</td></tr>',
				esc_html( '' !== $group ? $group : __( 'Other elements', 'gmina-widgets' ) ),
				esc_html( $tag ),
				esc_html( Gmina_Widgets_Blocks::block_name( $tag ) ),
				esc_html( $element['protected'] ? __( 'the reader logs in inside the widget', 'gmina-widgets' ) : '—' )
			);
		}
		echo '</tbody></table>';
	}
}
