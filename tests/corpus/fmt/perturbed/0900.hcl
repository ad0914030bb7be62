output"live" {
value  ="live"
}  
