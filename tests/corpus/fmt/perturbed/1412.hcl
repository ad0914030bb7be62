variable"region"{
 type=    string  
}

output  "region" {
value  =    var.region
}
