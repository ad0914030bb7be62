# values for the variables of variables.tf
name = "web"
port = 8080
