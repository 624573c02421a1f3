/**
 * The blocks of Gmina widgets in the editor: one per element of the list the settings page fetched, registered
 * from window.gminaWidgetsEditor (written by PHP, texts translated there). No build step: plain wp.* globals.
 * The edit view renders the custom element itself (the loader is enqueued in the editor and its iframe), so the
 * preview is live and as high as the widget; save returns null: the server renders the element (PHP).
 *
 * @license GPL-2.0-or-later
 */
( function ( wp, data ) {
	'use strict';
	if ( ! wp || ! data ) {
		return;
	}
	var el = wp.element.createElement;
	var Fragment = wp.element.Fragment;
	var be = wp.blockEditor;
	var c = wp.components;
	var t = data.texts;

	/** The custom element's attributes: the set ones only (an unset choice leaves the element's default). */
	function elementProps( block, attributes ) {
		var props = {};
		block.controls.forEach( function ( control ) {
			var value = attributes[ control.name ];
			if ( value ) {
				props[ control.name ] = value;
			}
		} );
		if ( attributes.lang ) {
			props.lang = attributes.lang;
		}
		if ( block.portal ) {
			props.routing = 'hash';
		}
		return props;
	}

	function control( block, spec, attributes, setAttributes ) {
		var value = attributes[ spec.name ] || '';
		var onChange = function ( v ) {
			var change = {};
			change[ spec.name ] = v || undefined;
			setAttributes( change );
		};
		if ( spec.values ) {
			return el( c.SelectControl, {
				key: spec.name,
				label: spec.name,
				help: spec.description,
				value: value,
				options: [ { value: '', label: t.notSet } ].concat(
					spec.values.map( function ( v ) {
						return { value: v, label: v };
					} )
				),
				onChange: onChange,
			} );
		}
		return el( c.TextControl, {
			key: spec.name,
			label: spec.name,
			help: spec.description,
			value: value,
			onChange: onChange,
		} );
	}

	function edit( block ) {
		return function ( props ) {
			var attributes = props.attributes;
			var blockProps = be.useBlockProps( { className: 'gmina-widgets-block' } );
			var props2 = elementProps( block, attributes );
			var panel = el(
				be.InspectorControls,
				null,
				el(
					c.PanelBody,
					{ title: t.settings, initialOpen: true },
					block.protected ? el( 'p', { className: 'gmina-widgets-note' }, t.protected ) : null,
					block.portal ? el( 'p', { className: 'gmina-widgets-note' }, t.skipLink ) : null,
					block.controls.map( function ( spec ) {
						return control( block, spec, attributes, props.setAttributes );
					} ),
					el( c.SelectControl, {
						label: t.language,
						value: attributes.lang || '',
						options: [ { value: '', label: t.langAuto } ].concat( data.languages ),
						onChange: function ( v ) {
							props.setAttributes( { lang: v || undefined } );
						},
					} )
				)
			);
			var preview = data.hasBundle
				? // a new element for new attributes: the widget starts over with them, as on the page
				  el( block.tag, Object.assign( { key: JSON.stringify( props2 ) }, props2 ) )
				: el( 'p', { className: 'gmina-widgets-note' }, t.noBundle );
			return el(
				Fragment,
				null,
				panel,
				el(
					'div',
					blockProps,
					block.protected ? el( 'p', { className: 'gmina-widgets-note' }, t.protected ) : null,
					preview
				)
			);
		};
	}

	data.blocks.forEach( function ( block ) {
		wp.blocks.registerBlockType( block.name, {
			apiVersion: 2,
			title: block.title,
			description: block.description,
			category: block.category,
			icon: block.portal ? 'layout' : 'building',
			keywords: [ 'gmina', block.tag ],
			attributes: block.attributes,
			supports: block.portal ? { align: [ 'full', 'wide' ], html: false } : { html: false },
			variations: block.variations,
			edit: edit( block ),
			save: function () {
				return null;
			},
		} );
	} );
} )( window.wp, window.gminaWidgetsEditor );
