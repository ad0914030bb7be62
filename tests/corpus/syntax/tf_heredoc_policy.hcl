resource "aws_iam_role_policy" "p" {
  name = "policy"
  role = aws_iam_role.r.id

  policy = <<-EOF
    {
      "Version": "2012-10-17",
      "Statement": [
        {
          "Action": ["s3:GetObject"],
          "Effect": "Allow",
          "Resource": "${aws_s3_bucket.b.arn}/*"
        }
      ]
    }
  EOF
}
