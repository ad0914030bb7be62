resource  "aws_iam_role" "lambda_role"    {
  name =  "${var.name}-lambda-role"


  assume_role_policy =  jsonencode({
  Version    =  "2012-10-17"
    Statement    =[  
    {
Action    = "sts:AssumeRole"
      Effect="Allow"
Principal    = {
  Service  ="lambda.amazonaws.com"
}
    }
      ]  
    })
 }

resource    "aws_iam_policy"  "lambda_s3_read"  {
name = "${var.name}-lambda-s3-read"
	description= "Policy for Lambda to read from S3 bucket"

	policy =jsonencode({
      Version    ="2012-10-17"
 Statement  =  [
      {
  Effect=  "Allow"
      Action  =  [
      "s3:GetObject",
"s3:ListBucket"
]
    Resource= [
var.s3_bucket_arn ,
 "${var.s3_bucket_arn}/*"  
      ]
  }
	]
	})
}

resource  "aws_iam_policy"  "lambda_dynamodb"    {
      name    =    "${var.name}-lambda-dynamodb"  
description  ="Policy for Lambda to read/write to DynamoDB table"

policy    =    jsonencode({
  Version    =  "2012-10-17"
    Statement=[

{
 Effect  =    "Allow"
      Action  =    [
    "dynamodb:GetItem",
"dynamodb:PutItem",
	"dynamodb:UpdateItem",
"dynamodb:DeleteItem",
  "dynamodb:Query",
      "dynamodb:Scan"
  ]
  Resource= var.dynamodb_table_arn
 }
      ]
 })
}

resource    "aws_iam_policy"  "lambda_basic_execution"{
	name  =    "${var.name}-lambda-basic-execution"
description    = "Policy for Lambda basic execution (CloudWatch logs)"

  policy    =  jsonencode({
    Version = "2012-10-17"
    Statement= [
  {
    Effect  =  "Allow"
	Action  =[
      "logs:CreateLogGroup",
      "logs:CreateLogStream",
	"logs:PutLogEvents"  
	]
Resource= "arn:aws:logs:${var.aws_region}:${data.aws_caller_identity.current.account_id}:*"
 }
 ]
	})
}


resource    "aws_iam_role_policy_attachment"    "lambda_s3_read"{
role=    aws_iam_role.lambda_role.name
    policy_arn  =aws_iam_policy.lambda_s3_read.arn
}

resource    "aws_iam_role_policy_attachment""lambda_dynamodb"  {  
 role    =aws_iam_role.lambda_role.name
	policy_arn=  aws_iam_policy.lambda_dynamodb.arn
	}

resource  "aws_iam_role_policy_attachment"    "lambda_basic_execution"{
	role  = aws_iam_role.lambda_role.name
	policy_arn=aws_iam_policy.lambda_basic_execution.arn
}  
