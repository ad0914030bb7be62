a = provider::aws::arn_parse(x)
