locals{
 environment=    "dev"
}
