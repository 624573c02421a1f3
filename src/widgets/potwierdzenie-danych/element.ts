import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { PotwierdzenieDanych } from './PotwierdzenieDanych.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Registration confirmation after an identity login (spec 01 §2 `/return-url-potwierdz?data=…&link=…`): the
 * identity's data, the e-mail twice; confirming logs in and opens `link`.
 *
 * @tag gmina-potwierdzenie-danych
 * @summary Registration confirmation after an identity login (`data`, `link`).
 * @example <gmina-potwierdzenie-danych></gmina-potwierdzenie-danych>
 */
defineElement({
  tag: 'gmina-potwierdzenie-danych',
  component: PotwierdzenieDanych,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-potwierdzenie-danych': HTMLElement;
  }
}
