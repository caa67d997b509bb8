import path from 'node:path';
import { CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { lambdaBundling, REPO_ROOT } from '../bundling';
import { nodejsBundling } from './endpoint-function';
import type { JwtKey } from './jwt-signing-key';

/** The custom resource's handler: makes the key pair, writes the secret, answers the public keys. */
const KEY_PAIR_SOURCE = 'infra/custom-resources/jwt-key-pair.ts';

/** CloudFormation's type name of the key pair resource. */
export const KEY_PAIR_RESOURCE_TYPE = 'Custom::JwtSigningKeyPair';

export interface JwtSigningSecretProps {
  readonly stage: string;
  /** Retain the secret with the stack (a new secret would sign everyone out), or let it go. */
  readonly keepData: boolean;
  /** Context `signingKeyVersion`: a new value makes a new key pair at the next deploy. */
  readonly keyVersion: number;
}

/**
 * The ES256 token key without a KMS key ($1 a month): the P-256 private JWK in a Secrets Manager
 * secret ($0.40 a month), made at deploy by a custom resource with node:crypto, so the key is in no
 * template, output or log. The custom resource answers the public keys (JWKS), which verifying
 * groups get in their environment. The trade-off against KMS: the private key is in the signing
 * function's memory, not only inside KMS (docs/security.md).
 */
export class JwtSigningSecret extends Construct {
  readonly secret: Secret;
  /** `{"keys":[current, previous?]}`, resolved at deploy (the custom resource's `PublicJwks`). */
  readonly publicJwks: string;

  constructor(scope: Construct, id: string, props: JwtSigningSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Portfolio ${props.stage}: the private key (P-256 JWK) that signs the API's ES256 session tokens`,
      removalPolicy: props.keepData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A key pair, not a password: Secrets Manager rotation would need a rotation function that also ' +
        'changes the public keys in the verifying functions. It rotates at deploy instead (context ' +
        'signingKeyVersion), keeping the previous public key accepted (docs/security.md).',
    });

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    this.secret.grantRead(role);
    this.secret.grantWrite(role);
    const onEvent = new NodejsFunction(this, 'KeyPairFunction', {
      entry: path.join(REPO_ROOT, KEY_PAIR_SOURCE),
      handler: 'onEvent',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      role,
      logGroup,
      // The SDK bundled, as every function of the site: the version the tests ran, not the runtime's.
      // The Secrets Manager client is a side package of the endpoint groups only: here it is the handler's own.
      bundling: nodejsBundling(lambdaBundling.external.filter((name) => name !== '@aws-sdk/client-secrets-manager')),
    });

    // CDK's provider framework (it answers CloudFormation for the handler), with a role of its own
    // instead of AWSLambdaBasicExecutionRole: its log group and invoking the handler, nothing else.
    const providerLogs = new LogGroup(this, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH });
    const providerRole = new Role(this, 'ProviderRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    providerLogs.grantWrite(providerRole);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: onEvent,
      logGroup: providerLogs,
      frameworkOnEventRole: providerRole,
    });
    Validations.of(providerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(onEvent.node.defaultChild as CfnFunction)}.Arn>:*]`,
      reason:
        "CDK's provider framework may invoke the key pair function's versions and aliases (ARN:*); it is " +
        'the one function it invokes.',
    });
    const keyPair = new CustomResource(this, 'KeyPair', {
      serviceToken: provider.serviceToken,
      resourceType: KEY_PAIR_RESOURCE_TYPE,
      properties: { SecretId: this.secret.secretArn, KeyVersion: String(props.keyVersion) },
    });
    this.publicJwks = keyPair.getAttString('PublicJwks');
  }

  get jwtKey(): JwtKey {
    return { kind: 'secret', secret: this.secret, publicJwks: this.publicJwks };
  }
}
