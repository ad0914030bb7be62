inputs={
  api_name  = "api-service"
 port    =  3000
 timeout  =    30
}

