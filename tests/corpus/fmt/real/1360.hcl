terraform {
	source = "${get_repo_root()}/tf/unit_2"
}
