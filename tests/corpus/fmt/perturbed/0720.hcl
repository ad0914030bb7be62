inputs =  {
      # Badly formatted database config
	database_name="mydb"
    max_connections=  100
timeout=30
  pool_size =10
}  

