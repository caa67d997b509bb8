import { Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/**
 * The topic every alarm notifies, TLS only and without server-side encryption. CloudWatch cannot
 * publish to a topic under the AWS-managed `aws/sns` key, whose policy no one can extend, so
 * encryption would take a customer-managed key at $1 a month, as much as the whole idle month may
 * cost, to protect messages that carry nothing secret. `alarmEmail`, when set, is subscribed (AWS
 * mails a confirmation link first).
 */
export function alarmTopic(scope: Construct, id: string, alarmEmail: string | undefined): Topic {
  const topic = new Topic(scope, id, { displayName: 'Portfolio alarms', enforceSSL: true });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      "Alarm notifications carry an alarm's name, description, state and metric values: nothing secret. " +
      'CloudWatch cannot publish under the AWS-managed aws/sns key, and a customer-managed key costs $1 a month, ' +
      'as much as the idle month of the whole site may cost.',
  });
  if (alarmEmail !== undefined) topic.addSubscription(new EmailSubscription(alarmEmail));
  return topic;
}
