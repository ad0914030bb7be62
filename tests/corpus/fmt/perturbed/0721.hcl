inputs    =    {
    # Also badly formatted
	api_name ="api-service"
  max_connections=100
  timeout=30
	retry_count=5  
}  

