# Dependency module
terraform{
 source =  "."
}
