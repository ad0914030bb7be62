terraform {
    backend"s3"{}
}
