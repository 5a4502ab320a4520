/**
 * The one Chakra system of Pulse: Chakra's base preset and default tokens, the recipes of the components
 * that the core entry (`@pulse/ui`) re-exports (only those: the whole recipe set weighs ~115 KB minified
 * and would be shared with every app), a calm teal "brand" palette (the default color palette of every
 * component), an indigo "accent", status semantic tokens and a few global styles.
 *
 * The other entries (`@pulse/ui/forms`, `/overlays`, `/data`) add the recipes of their components to
 * this same system with `registerRecipes` when they load, so the sign-in page does not download them.
 *
 * When you re-export another Chakra component, add its recipe: below for the core entry, in the
 * entry's `registerRecipes` call otherwise, or it renders unstyled.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's default theme, restricted to the recipes of the core entry's components. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    html: { colorPalette: 'brand' },
    body: {
      bg: 'bg.canvas',
      color: 'fg',
      fontFamily: 'body',
    },
    '#root': { minHeight: '100vh' },
    '*:focus-visible': { outlineColor: 'brand.focusRing' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#effbfa' },
          100: { value: '#d6f4f1' },
          200: { value: '#afe8e3' },
          300: { value: '#7ad4ce' },
          400: { value: '#42b8b3' },
          500: { value: '#219c99' },
          600: { value: '#167d7d' },
          700: { value: '#156466' },
          800: { value: '#165153' },
          900: { value: '#164446' },
          950: { value: '#07292b' },
        },
        accent: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
        },
        accent: {
          solid: { value: { _light: '{colors.accent.600}', _dark: '{colors.accent.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.accent.950}' } },
          fg: { value: { _light: '{colors.accent.700}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
          border: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
        // Foreground colors of the report outcomes (dashboard tiles, badges' text).
        status: {
          verified: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          declined: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          suspicious: { value: { _light: '{colors.yellow.700}', _dark: '{colors.yellow.300}' } },
          risky: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          error: { value: { _light: '{colors.purple.700}', _dark: '{colors.purple.300}' } },
          unknown: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        },
      },
    },
  },
});

/** The Pulse Chakra system; pass it to ChakraProvider (UiProvider does). */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);

type ThemeRecipes = Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>;

/**
 * Adds the recipes of a later-loaded entry's components (`@pulse/ui/forms`, `/overlays`, `/data`) to
 * the system. The system looks a recipe up by key when a component of that kind first renders, so an
 * entry calls this once when it is evaluated, before any of its components can render. Idempotent.
 */
export function registerRecipes({ recipes, slotRecipes }: ThemeRecipes): void {
  // createSystem reads recipes from this very object (system._config.theme) at lookup time.
  const { theme } = system._config;
  if (!theme) throw new Error('The Pulse system has no theme');
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
