def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "slow: long-running; deselect with -m 'not slow'")
