output    "id" {
	value    = "vpc-123"
 }
