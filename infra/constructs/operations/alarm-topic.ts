import { RemovalPolicy } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { SHORTEST_KEY_PENDING_WINDOW } from '../jwt-signing-key';

/**
 * The topic every alarm notifies, encrypted and TLS only. Its key is a customer-managed one (about
 * $1 a month): CloudWatch cannot publish to a topic encrypted with the AWS-managed `aws/sns` key,
 * whose policy no one can extend. `alarmEmail`, when set, is subscribed (AWS mails a confirmation
 * link first).
 */
export function alarmTopic(scope: Construct, id: string, alarmEmail: string | undefined, keepData: boolean): Topic {
  // Nothing is encrypted with it for long (SNS decrypts as it delivers), so it goes with its stack in every stage.
  const key = new Key(scope, `${id}Key`, {
    description: 'Encrypts the alarm topic; CloudWatch alarms may use it to publish',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.DESTROY,
    ...(keepData ? {} : { pendingWindow: SHORTEST_KEY_PENDING_WINDOW }),
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(scope, id, { displayName: 'Portfolio alarms', masterKey: key, enforceSSL: true });
  if (alarmEmail !== undefined) topic.addSubscription(new EmailSubscription(alarmEmail));
  return topic;
}
