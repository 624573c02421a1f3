/**
 * Settings → Gmina widgets: the live contrast check of the theme tokens. The pairs are those the embed
 * configurator checks (src/konfigurator/kontrast.ts); each is said in words under its foreground's field.
 * WordPress's own ContrastChecker lives in the block editor package (the whole editor, on a settings page) and
 * names no pair, so the WCAG 2.1 formula is written out here, as in PHP (Gmina_Widgets_Settings::contrast).
 *
 * @license GPL-2.0-or-later
 */
( function ( data ) {
	'use strict';
	if ( ! data ) {
		return;
	}
	var HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
	var inputs = Array.prototype.slice.call( document.querySelectorAll( '.gmina-colour' ) );

	/** WCAG 2.1 relative luminance of #rgb / #rrggbb. */
	function luminance( hex ) {
		var h = hex.slice( 1 );
		if ( h.length === 3 ) {
			h = h[ 0 ] + h[ 0 ] + h[ 1 ] + h[ 1 ] + h[ 2 ] + h[ 2 ];
		}
		var rgb = [ 0, 2, 4 ].map( function ( i ) {
			var c = parseInt( h.slice( i, i + 2 ), 16 ) / 255;
			return c <= 0.03928 ? c / 12.92 : Math.pow( ( c + 0.055 ) / 1.055, 2.4 );
		} );
		return 0.2126 * rgb[ 0 ] + 0.7152 * rgb[ 1 ] + 0.0722 * rgb[ 2 ];
	}

	function contrast( a, b ) {
		var la = luminance( a );
		var lb = luminance( b );
		return ( Math.max( la, lb ) + 0.05 ) / ( Math.min( la, lb ) + 0.05 );
	}

	function format( text, name, ratio ) {
		var shown = ( Math.floor( ratio * 10 ) / 10 ).toLocaleString( document.documentElement.lang || undefined, {
			minimumFractionDigits: 1,
			maximumFractionDigits: 1,
		} );
		return text.replace( '%1$s', name ).replace( '%2$s', shown );
	}

	function colours() {
		var out = Object.assign( {}, data.defaults );
		inputs.forEach( function ( input ) {
			var v = input.value.trim();
			if ( HEX.test( v ) ) {
				out[ input.dataset.token ] = v;
			}
		} );
		return out;
	}

	function update() {
		var c = colours();
		inputs.forEach( function ( input ) {
			var swatch = input.parentNode.querySelector( '.gmina-swatch' );
			var v = input.value.trim();
			swatch.style.background = c[ input.dataset.token ];
			var box = document.getElementById( input.getAttribute( 'aria-describedby' ) );
			var lines = [];
			if ( v !== '' && ! HEX.test( v ) ) {
				lines.push( { text: data.texts.invalid, ok: false } );
			}
			( box.dataset.pairs ? box.dataset.pairs.split( ' ' ) : [] ).forEach( function ( id ) {
				var pair = data.pairs[ id ];
				var ratio = contrast( c[ pair[ 0 ] ], c[ pair[ 1 ] ] );
				var ok = ratio >= 4.5;
				lines.push( { text: format( ok ? data.texts.ok : data.texts.fail, data.names[ id ], ratio ), ok: ok } );
			} );
			box.textContent = '';
			lines.forEach( function ( line ) {
				var p = document.createElement( 'p' );
				p.className = line.ok ? 'gmina-ok' : 'gmina-fail';
				p.textContent = line.text;
				box.appendChild( p );
			} );
			input.setAttribute( 'aria-invalid', lines.some( function ( l ) { return ! l.ok; } ) ? 'true' : 'false' );
		} );
	}

	/** The theme's palette (theme.json) by the usual slugs: text, background, primary. */
	function fromTheme() {
		var bySlug = {};
		data.palette.forEach( function ( entry ) {
			bySlug[ entry.slug ] = entry.color;
		} );
		var pick = function ( slugs ) {
			for ( var i = 0; i < slugs.length; i++ ) {
				if ( bySlug[ slugs[ i ] ] ) {
					return bySlug[ slugs[ i ] ];
				}
			}
			return '';
		};
		var map = {
			'--gmina-color-text': pick( [ 'contrast', 'foreground', 'text', 'black' ] ),
			'--gmina-color-bg': pick( [ 'base', 'background', 'white' ] ),
			'--gmina-color-primary': pick( [ 'primary', 'accent', 'secondary' ] ),
		};
		inputs.forEach( function ( input ) {
			if ( map[ input.dataset.token ] ) {
				input.value = map[ input.dataset.token ];
			}
		} );
		update();
	}

	inputs.forEach( function ( input ) {
		input.addEventListener( 'input', update );
	} );
	var button = document.getElementById( 'gmina-from-theme' );
	if ( button ) {
		button.addEventListener( 'click', fromTheme );
	}
	update();
} )( window.gminaWidgetsSettings );
