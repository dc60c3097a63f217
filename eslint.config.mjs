import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-output/**',
      '.native/**',
      'resources/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.d.cts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.d.ts'],
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The engine and contract run everywhere: no runtime-specific imports may creep in.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'electron/*'],
              message: 'src/shared must stay pure: no electron.',
            },
            { group: ['node:*'], message: 'src/shared must stay pure: no Node built-ins.' },
            {
              group: ['vue', 'vue/*', 'vue-i18n', '@vue/*'],
              message: 'src/shared must stay pure: no vue.',
            },
            { group: ['pinia'], message: 'src/shared must stay pure: no pinia.' },
            { group: ['better-sqlite3'], message: 'src/shared must stay pure: no SQLite.' },
            {
              group: ['fs', 'path', 'os', 'crypto', 'child_process', 'url'],
              message: 'src/shared must stay pure: no Node built-ins.',
            },
            {
              group: [
                '../main/*',
                '../renderer/*',
                '../preload/*',
                '**/src/main/**',
                '**/src/renderer/**',
              ],
              message: 'src/shared imports only from src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The preload may only talk to main through the contract channel.
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'better-sqlite3', 'node:*'],
              message: 'The preload stays tiny: contextBridge + ipcRenderer only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
)
