output"name"  {
    value  =  aws_dynamodb_table.asset_metadata.name
}

  output    "arn"  {  
	value    =aws_dynamodb_table.asset_metadata.arn
}
