bucket_name = "my-prefix-123"
