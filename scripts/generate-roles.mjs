// Writes generated/roles.ts from the contract: its roles (the `Role` schema) and, for every
// operation, the roles its security requirement names (`public`: `security: []`). The app asks
// it what the signed-in role may open and do; `npm run generate` runs it after the types.
//   node scripts/generate-roles.mjs [contract] [output]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract, METHODS, isObject } from './contract/lib/contract.mjs';

/** The contract's roles and each operation's roles (the union of its requirements' lists). */
export function operationRoles(doc) {
  const roles = doc.components?.schemas?.Role?.enum;
  if (!Array.isArray(roles)) throw new Error('the contract has no Role schema with an enum');
  const operations = {};
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = isObject(item) ? item[method] : undefined;
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const security = op.security ?? doc.security ?? [];
      if (security.length === 0) {
        operations[op.operationId] = 'public';
        continue;
      }
      const named = new Set(security.flatMap((requirement) => Object.values(requirement).flat()));
      for (const role of named)
        if (!roles.includes(role))
          throw new Error(`${op.operationId} names ${role}, which is not a Role`);
      operations[op.operationId] = roles.filter((role) => named.has(role));
    }
  }
  return { roles, operations };
}

/** The module's text. */
export function rolesModule(doc) {
  const { roles, operations } = operationRoles(doc);
  const lines = Object.keys(operations)
    .sort()
    .map((id) => `  ${id}: ${JSON.stringify(operations[id])},`);
  return [
    '// Generated from openapi/openapi.yaml by scripts/generate-roles.mjs (`npm run generate`).',
    "// Do not edit: change the operations' `security` in the contract and run it again.",
    '',
    "/** The staff roles (the contract's `Role` schema). */",
    `export const ROLES = ${JSON.stringify(roles)} as const;`,
    '',
    'export type Role = (typeof ROLES)[number];',
    '',
    '/** The roles each operation allows (its security requirement); `public`: no token needed. */',
    'export const OPERATION_ROLES = {',
    ...lines,
    "} as const satisfies Record<string, readonly Role[] | 'public'>;",
    '',
    'export type OperationId = keyof typeof OPERATION_ROLES;',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [contract = 'openapi/openapi.yaml', output = 'generated/roles.ts'] = process.argv.slice(2);
  writeFileSync(output, rolesModule(loadContract(contract)));
  console.log(`${output} written from ${contract}`);
}
