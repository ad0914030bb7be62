output  "hello" {
value  = "Hello"
}