// A Redocly decorator for `npm run docs:api`: each operation's description in the HTML reference
// starts with the roles its security requirement names ("Roles: front-desk, administrator"), or
// says it is public. The contract itself is not changed: the roles stay in `security` only.
function rolesLine(security) {
  if (!Array.isArray(security)) return undefined;
  if (security.length === 0) return '**Roles:** public (no token needed).';
  const roles = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))];
  return `**Roles:** ${roles.map((role) => `\`${role}\``).join(', ')}.`;
}

export default function rolesPlugin() {
  return {
    id: 'london-clinic',
    decorators: {
      oas3: {
        'operation-roles': () => ({
          Operation: {
            leave(operation, ctx) {
              const security = operation.security ?? ctx.getVisitorData?.()?.rootSecurity;
              const line = rolesLine(security);
              if (!line) return;
              operation.description = operation.description
                ? `${line}\n\n${operation.description}`
                : line;
            },
          },
        }),
      },
    },
  };
}
