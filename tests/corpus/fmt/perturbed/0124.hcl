variable  "name" {
    description =    "The name of the DynamoDB table"
 type  =string
}
