import { Construct } from 'constructs';
import type { CallableDefinition } from '../../shared/registry/define';
import { callableMemoryMb, handlerPath } from '../../shared/registry/define';
import { AppFunction } from './app-function';
import { appEnvironment, grantAppAccess, type AppResources } from './app-resources';

/** Props of {@link CallableFunction}. */
export interface CallableFunctionProps {
  definition: CallableDefinition;
  resources: AppResources;
}

/**
 * The Lambda of one registry callable (docs/architecture.md#the-registry): handler found by convention from the
 * name, timeout and memory from the definition, the app's environment, and exactly the grants
 * its `access` declaration names (table read or write, which bucket, which Cognito admin
 * actions, which messages; presigned URLs are signed with this role). Nothing else: a read
 * callable cannot write even if its handler is wrong or compromised.
 */
export class CallableFunction extends AppFunction {
  readonly definition: CallableDefinition;

  constructor(scope: Construct, id: string, props: CallableFunctionProps) {
    const def = props.definition;
    super(scope, id, {
      handlerPath: handlerPath(def.name),
      usedBy: `Callable ${def.name}`,
      description: `${def.name}: ${def.summary}`,
      timeoutSeconds: def.timeoutSeconds ?? 29,
      memoryMb: callableMemoryMb(def),
      environment: { ...appEnvironment(props.resources), CALLABLE_NAME: def.name },
    });
    this.definition = def;
    grantAppAccess(this, props.resources, def.access);
  }
}
