variable    "hello"{}

output  "hello" {
value= var.hello
  }

