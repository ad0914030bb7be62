terraform  {
	backend  "s3"  {}
}

output"vpc_id"    {
 value  =  "real-vpc-id"

}
