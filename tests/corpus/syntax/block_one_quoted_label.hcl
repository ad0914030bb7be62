resource "aws" {
}
