moved {
  from = aws_instance.old
  to   = aws_instance.web[0]
}

import {

  to = aws_s3_bucket.b["logs"]
  id = "my-logs-bucket"
}
