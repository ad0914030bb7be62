resource "aws_s3_bucket" "b" {
  for_each = toset(var.bucket_names)
  bucket   = "${local.name_prefix}-${each.key}"
  tags     = merge(local.common_tags, { Name = each.value })
}

resource "aws_s3_bucket_versioning" "v" {
  for_each = aws_s3_bucket.b
  bucket   = each.value.id
  versioning_configuration {
    status = var.versioning ? "Enabled" : "Suspended"
  }
}
