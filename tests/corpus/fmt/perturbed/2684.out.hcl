resource aws {
}
