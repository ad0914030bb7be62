variable "bucket_name"    {
description="bucket name"
 type=string
}

