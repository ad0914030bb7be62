
terraform{
    source="."
}