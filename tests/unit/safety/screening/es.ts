import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'La psicóloga me preguntó si pienso en suicidarme. Le dije que sí.', crisis: true },
  { text: 'La psicóloga me preguntó si pienso en suicidarme. Le dije que no.', crisis: false },
  {
    text: 'En el centro de salud la enfermera me preguntó si había pensado en quitarme la vida. Le dije que sí, que casi todos los días.',
    crisis: true,
  },
  {
    text: 'El psiquiatra me pregunto si tenia pensamientos de hacerme daño y asentí con la cabeza, no me salian las palabras',
    crisis: true,
  },
  {
    text: 'mi amiga me pregunto directamente si estaba pensando en matarme. no pude contestar, solo me puse a llorar',
    crisis: true,
  },
  {
    text: 'La doctora me preguntó si tenía ideas de morirme y esta vez le conté la verdad.',
    crisis: true,
  },
  {
    text: 'La chica de la línea de ayuda me preguntó si quería morir. Le mentí y le dije que no, pero sí quiero.',
    crisis: true,
  },
  {
    text: 'En el cuestionario del médico, la pregunta de si pensé que estaría mejor muerto o en hacerme daño: marqué "casi todos los días".',
    crisis: true,
  },
  {
    text: 'El médico de cabecera me preguntó si tenía ideas de suicidio. Le dije que no, y es verdad, solo estoy cansada.',
    crisis: false,
  },
  {
    text: 'La psicóloga me preguntó si alguna vez pensé en quitarme la vida. Le dije que sí, pero hace muchos años, en la adolescencia, y que ahora estoy bien.',
    crisis: false,
  },
  {
    text: 'Mi hermano me pregunto si pensaba hacerme daño. Le dije que no, que para nada, que solo ando estresado con el laburo.',
    crisis: false,
  },
  {
    text: 'Mi novia me preguntó anoche si alguna vez pienso en morirme. Le contesté que no, que estoy triste por lo del abuelo pero nada más.',
    crisis: false,
  },
  {
    text: 'La enfermera me preguntó si había pensado en hacerme daño. No, desde hace años que no.',
    crisis: false,
  },
];
