terraform {
source =    "./module"
}
