<?php
/**
 * Deleting the plugin deletes its options: the settings, the element list and the last fetch error.
 *
 * @package GminaWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'gmina_widgets_settings' );
delete_option( 'gmina_widgets_manifest' );
delete_option( 'gmina_widgets_manifest_error' );
