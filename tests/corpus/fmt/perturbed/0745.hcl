output  "some_output" {
value  =  "test"
}  
