terraform {
  backend    "s3"    {  }
	}