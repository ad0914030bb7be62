inputs = {
  database_name   = "mydb"
  max_connections = 100
  timeout         = 30
}

